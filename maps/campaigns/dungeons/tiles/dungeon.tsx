<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="dungeon" tilewidth="32" tileheight="32" tilecount="24" columns="8">
 <image source="dungeon.png" width="256" height="96"/>
 <tile id="0" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
  </properties>
 </tile>
 <tile id="1" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
  </properties>
 </tile>
 <tile id="2" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
  </properties>
 </tile>
 <tile id="3" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
  </properties>
 </tile>
 <tile id="4" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
  </properties>
 </tile>
 <tile id="5" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
  </properties>
 </tile>
 <tile id="6" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
  </properties>
 </tile>
 <tile id="7" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
  </properties>
 </tile>
 <tile id="8" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="blocked"/>
   <property name="sight" propertytype="sight" value="blocked"/>
  </properties>
 </tile>
 <tile id="9" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="blocked"/>
   <property name="sight" propertytype="sight" value="blocked"/>
  </properties>
 </tile>
 <tile id="10" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="blocked"/>
   <property name="sight" propertytype="sight" value="clear"/>
  </properties>
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0" width="14" height="32"/>
   <object id="2" x="18" y="0" width="14" height="32"/>
  </objectgroup>
 </tile>
 <tile id="11" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="blocked"/>
   <property name="sight" propertytype="sight" value="clear"/>
  </properties>
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0" width="32" height="14"/>
   <object id="2" x="0" y="18" width="32" height="14"/>
  </objectgroup>
 </tile>
 <tile id="12" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="blocked"/>
   <property name="sight" propertytype="sight" value="clear"/>
  </properties>
  <objectgroup draworder="index" id="2">
   <object id="1" x="16" y="16">
    <polygon points="10.62,4.4 4.4,10.62 -4.4,10.62 -10.62,4.4 -10.62,-4.4 -4.4,-10.62 4.4,-10.62 10.62,-4.4"/>
   </object>
  </objectgroup>
 </tile>
 <tile id="13" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
   <property name="door" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="14" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
  </properties>
 </tile>
 <tile id="15" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="difficult"/>
  </properties>
 </tile>
 <tile id="16" type="Terrain">
  <properties>
   <property name="cover" propertytype="cover" value="half"/>
   <property name="move" propertytype="move" value="difficult"/>
  </properties>
 </tile>
 <tile id="17" type="Terrain">
  <properties>
   <property name="cover" propertytype="cover" value="three-quarters"/>
   <property name="move" propertytype="move" value="blocked"/>
  </properties>
 </tile>
 <tile id="18" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="difficult"/>
  </properties>
  <animation>
   <frame tileid="18" duration="600"/>
   <frame tileid="19" duration="600"/>
  </animation>
 </tile>
 <tile id="19" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="difficult"/>
  </properties>
 </tile>
 <tile id="20" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
  </properties>
 </tile>
 <tile id="21" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="blocked"/>
  </properties>
 </tile>
 <tile id="22" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
  </properties>
 </tile>
 <tile id="23" type="Terrain">
  <properties>
   <property name="move" propertytype="move" value="normal"/>
  </properties>
 </tile>
</tileset>
