<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="terrain" tilewidth="16" tileheight="16" tilecount="8" columns="4">
 <image source="terrain.png" width="64" height="32"/>
 <tile id="1" class="Terrain">
  <properties>
   <property name="move" propertytype="Move" value="blocked"/>
   <property name="sight" propertytype="Sight" value="blocked"/>
  </properties>
 </tile>
 <tile id="2" class="Terrain">
  <properties>
   <property name="move" propertytype="Move" value="difficult"/>
  </properties>
 </tile>
 <tile id="3" class="Terrain">
  <properties>
   <property name="cover" propertytype="Cover" value="half"/>
   <property name="move" propertytype="Move" value="difficult"/>
  </properties>
 </tile>
 <tile id="4">
  <objectgroup draworder="index" id="2">
   <object id="1" x="4" y="4" width="8" height="8">
    <ellipse/>
   </object>
   <object id="2" x="8" y="8">
    <point/>
   </object>
  </objectgroup>
 </tile>
 <tile id="5" class="Terrain">
  <properties>
   <property name="door" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="6">
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0" width="8" height="16"/>
  </objectgroup>
 </tile>
 <tile id="7">
  <animation>
   <frame tileid="7" duration="500"/>
   <frame tileid="0" duration="250"/>
  </animation>
 </tile>
</tileset>
